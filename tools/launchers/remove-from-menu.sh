#!/bin/sh
# Castle Games: take the menu entry (and the desktop icon) that add-to-menu.sh made away.
exec "$(cd "$(dirname "$0")" && pwd -P)/add-to-menu.sh" --remove
