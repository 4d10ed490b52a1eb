#!/usr/bin/env bash
# PostgreSQL's archive_command: copies one finished WAL segment into the archive folder.
#   archive_command = '/srv/mijn/ops/backup/archive-wal.sh %p %f /var/backups/mijn/wal'
# A non-zero exit makes PostgreSQL keep the segment and try again, so nothing is skipped.
set -euo pipefail
segment_path=$1 segment_name=$2 archive=$3
target=$archive/$segment_name

# Archived already (PostgreSQL retries after a crash): fine when identical, an error otherwise.
if [ -e "$target" ]; then
  cmp --silent "$segment_path" "$target"
  exit
fi
# Copied under another name and renamed, so a restore never reads half a segment.
cp "$segment_path" "$target.part"
sync "$target.part"
mv "$target.part" "$target"
