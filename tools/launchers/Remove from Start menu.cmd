@echo off
rem Castle Games: take away the Start-menu and desktop shortcuts "Add to Start menu.cmd" made.
call "%~dp0Add to Start menu.cmd" /remove
