"""Playing together from two homes: one computer hosts the table, the others hold their
own seats only. seat_stream.py says which bytes leave the host for a seat and which it
takes from one; the transport that carries them comes next (it adds nothing to them).
"""
