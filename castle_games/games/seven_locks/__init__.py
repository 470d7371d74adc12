"""Seven Locks (Das Schloss der 7 Schlösser): listen how deep each pearl falls, pick the key."""
