#!/bin/bash
# A keyboard-only dominoes round heard through the Linux accessibility bus (AT-SPI).
#   mkdir -p /tmp/atspi && dbus-run-session -- xvfb-run -a tools/atspi_run.sh
# Needs Debian's at-spi2-core and python3-pyatspi (system python: /usr/bin/python3).
# Writes $ATSPI_OUT/heard.log (announcements, focus, two dumps of the tree) and drive.log (keys).
export ATSPI_OUT=${ATSPI_OUT:-/tmp/atspi}
mkdir -p "$ATSPI_OUT"
HERE=$(cd "$(dirname "$0")/.." && pwd)
/usr/libexec/at-spi-bus-launcher --launch-immediately &
BL=$!
sleep 1.5
/usr/bin/python3 "$HERE/tools/atspi_listen.py" "$ATSPI_OUT/heard.log" &
LP=$!
sleep 1.5
cd "$HERE" && timeout 200 python3 tools/atspi_drive.py 2>"$ATSPI_OUT/drive.err"
sleep 1
kill $LP $BL
