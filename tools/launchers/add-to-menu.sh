#!/bin/sh
# Castle Games: put "Castle Games" in the applications menu, and on the desktop if there is
# one. Run it from the unpacked castle-games folder (double-click and choose "Run", or
# ./add-to-menu.sh in a terminal). Moved the folder? Run it again.
#
#   ./add-to-menu.sh            add the menu entry
#   ./add-to-menu.sh --remove   take it away again (remove-from-menu.sh does the same)
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
program=$here/castle-games
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry=$data/applications/castle-games.desktop
icon=$data/icons/hicolor/256x256/apps/castle-games.png
marker="X-Castle-Games-Bundle=true"

desktop_dir() {
    dir=""
    if command -v xdg-user-dir >/dev/null 2>&1; then
        dir=$(xdg-user-dir DESKTOP 2>/dev/null || true)
    fi
    if [ -z "$dir" ] || [ "$dir" = "$HOME" ]; then
        dir=$HOME/Desktop
    fi
    if [ -d "$dir" ]; then
        printf '%s\n' "$dir"
    fi
}

ours() {  # a launcher this script wrote (never someone else's file of the same name)
    [ -f "$1" ] || return 1
    while IFS= read -r line || [ -n "$line" ]; do
        [ "$line" = "$marker" ] && return 0
    done < "$1"
    return 1
}

refresh_menu() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" >/dev/null 2>&1 || true
    fi
}

if [ "${1:-}" = "--remove" ] || [ "${1:-}" = "--uninstall" ]; then
    removed=0
    desk=$(desktop_dir)
    for file in "$entry" ${desk:+"$desk/castle-games.desktop"}; do
        if ours "$file"; then
            rm -f "$file"
            echo "removed $file"
            removed=1
        fi
    done
    if [ "$removed" = 1 ] && [ -f "$icon" ]; then
        rm -f "$icon"
        echo "removed $icon"
    fi
    [ "$removed" = 1 ] || echo "Castle Games was not in the menu."
    refresh_menu
    exit 0
fi

if [ ! -x "$program" ]; then
    echo "add-to-menu.sh: $program is missing; run this script from the castle-games folder." >&2
    exit 1
fi

# The Exec= line of a .desktop file: the path in double quotes, with \ " ` $ escaped, and
# every backslash doubled once more for the file's own string escapes (freedesktop spec).
quoted=$(printf '%s' "$program" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')

mkdir -p "$data/applications" "$(dirname "$icon")"
cp "$here/castle-games.png" "$icon"
cat > "$entry" <<ENTRY
[Desktop Entry]
Type=Application
Name=Castle Games
Comment=Five castle board games for the family table
Exec="$quoted"
Path=$here
Icon=$icon
Terminal=false
Categories=Game;BoardGame;
StartupNotify=true
StartupWMClass=castle-games
$marker
ENTRY
chmod 755 "$entry"
echo "made $entry"

desk=$(desktop_dir)
if [ -n "$desk" ]; then
    if [ ! -e "$desk/castle-games.desktop" ] || ours "$desk/castle-games.desktop"; then
        cp "$entry" "$desk/castle-games.desktop"
        chmod 755 "$desk/castle-games.desktop"
        if command -v gio >/dev/null 2>&1; then  # GNOME asks before starting an untrusted one
            gio set "$desk/castle-games.desktop" metadata::trusted true >/dev/null 2>&1 || true
        fi
        echo "made $desk/castle-games.desktop"
    fi
fi
refresh_menu
echo "Castle Games is in the applications menu now (under Games)."
