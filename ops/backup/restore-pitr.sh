#!/usr/bin/env bash
# Turns a base backup into a new cluster's data folder that replays the archived WAL up to TARGET
# (inclusive), then opens for writing. Start it with pg_ctl as the user that owns DATA_DIR.
# Usage: restore-pitr.sh BACKUP_DIR WAL_ARCHIVE DATA_DIR TARGET
#   TARGET: a time, '2026-12-07 14:00:00+00', or a WAL position (LSN), 0/3000138
set -euo pipefail
backup_dir=$1 archive=$2 data_dir=$3 target=$4

if [ -n "$(ls -A "$data_dir" 2>/dev/null)" ]; then
  echo "restore-pitr: $data_dir is not empty" >&2
  exit 1
fi
mkdir -p "$data_dir"
chmod 700 "$data_dir"
cp -a "$backup_dir/." "$data_dir/"

if [[ $target =~ ^[0-9A-Fa-f]+/[0-9A-Fa-f]+$ ]]; then kind='lsn'; else kind='time'; fi
cat >>"$data_dir/postgresql.auto.conf" <<CONF
restore_command = 'cp "$archive/%f" "%p"'
recovery_target_$kind = '$target'
recovery_target_action = 'promote'
CONF
touch "$data_dir/recovery.signal"
