#!/bin/bash
# A keyboard-only dominoes round with the Orca screen reader listening, under Xvfb.
#   tools/orca_run.sh [OUT_DIR]          (default /tmp/orca-run; about 2-3 minutes)
# Starts its own D-Bus session and X server (dbus-run-session + xvfb-run) unless
# ORCA_RUN_INSIDE is set, then: the accessibility bus (at-spi2-core), Orca with a
# debug file, the app in a real X window with a fresh home (player "Ann"), and
# tools/orca_drive.py, which presses keys with xdotool. Results in OUT_DIR:
#   transcript.txt  each key and what Orca said (SPEECH OUTPUT lines of the debug file)
#   speech.log      every SPEECH OUTPUT line of Orca (tools/orca_speech_log.py); keys.log the keys;
#   app.log the app's stderr; orca-debug.out Orca's full debug output when ORCA_DEBUG=1
# Needs (Debian): at-spi2-core orca python3-pyatspi xvfb xauth xdotool dbus, and a window
# manager (openbox; without one new dialogs are never activated and Orca stays silent)
#   apt-get install -y --no-install-recommends orca speech-dispatcher openbox
# No sound card is needed: Orca writes what it says to the debug file whether
# or not speech-dispatcher can play it.
set -u
OUT=$(realpath -m "${1:-${ORCA_OUT:-/tmp/orca-run}}")
HERE=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${ORCA_RUN_INSIDE:-}" ]; then
    mkdir -p "$OUT"
    export ORCA_RUN_INSIDE=1
    exec timeout 400 dbus-run-session -- xvfb-run -a -s "-screen 0 1280x900x24" "$0" "$OUT"
fi
export ORCA_OUT=$OUT
rm -rf "$OUT/home" "$OUT/orca-prefs" && mkdir -p "$OUT/home/config" "$OUT/orca-prefs"
cat > "$OUT/home/config/settings.json" <<'JSON'
{"format": 1, "player_name": "Ann", "language": "en", "confirm_leave": false, "seat_levels": ["easy", "easy", "easy"]}
JSON
export QT_ACCESSIBILITY=1 QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
export MUGGINS_DESKTOP_HOME=$OUT/home LANG=C.UTF-8 LANGUAGE=en
pids=()
# A window manager, as on a desktop: it activates new windows (dialogs), which Orca follows.
if command -v openbox >/dev/null; then openbox >"$OUT/wm.log" 2>&1 & pids+=($!); fi
/usr/libexec/at-spi-bus-launcher --launch-immediately 2>"$OUT/bus.log" & pids+=($!)
sleep 1.5
# The registry daemon is started on demand by the bus; Orca asks for it first.
# ORCA_DEBUG=1 adds Orca's full debug file (slow: Orca then lags behind on a busy machine).
debug=(); [ -n "${ORCA_DEBUG:-}" ] && debug=(--debug-file "$OUT/orca-debug.out")
/usr/bin/python3 "$HERE/tools/orca_speech_log.py" "$OUT/speech.log" --replace -u "$OUT/orca-prefs" "${debug[@]}" \
    >"$OUT/orca.log" 2>&1 & orca_pid=$!
sleep 6
cd "$HERE" && python3 -m muggins_desktop >"$OUT/app.log" 2>&1 & pids+=($!)
timeout 300 /usr/bin/python3 "$HERE/tools/orca_drive.py" 2>"$OUT/drive.err"
status=$?
sleep 1
kill "$orca_pid" 2>/dev/null  # Orca says goodbye and stops; then the rest
for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$orca_pid" 2>/dev/null || break; sleep 0.5; done
for ((i=${#pids[@]}-1; i>=0; i--)); do kill "${pids[$i]}" 2>/dev/null; sleep 0.3; done
python3 "$HERE/tools/orca_transcript.py" "$OUT/keys.log" "$OUT/speech.log" >"$OUT/transcript.txt"
echo "orca_run: driver status $status; $(grep -c 'SPEECH OUTPUT' "$OUT/speech.log") things said; see $OUT/transcript.txt"
exit $status
