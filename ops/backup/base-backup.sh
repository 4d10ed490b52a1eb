#!/usr/bin/env bash
# A base backup of the whole PostgreSQL cluster, the start of point-in-time recovery: with the WAL
# that archive-wal.sh archives from then on, restore-pitr.sh brings back any moment after its end.
# Usage: base-backup.sh BACKUP_DIR [pg_basebackup's connection options, e.g. -d "$URL"]
# The role needs the REPLICATION attribute; BACKUP_DIR must not exist yet or be empty.
set -euo pipefail
backup_dir=$1
shift

pg_basebackup --pgdata="$backup_dir" --format=plain --wal-method=stream --checkpoint=fast \
  --label="mijn $(date -u +%FT%TZ)" "$@"
# Checks every file against the backup's manifest, and the WAL it needs.
pg_verifybackup --quiet "$backup_dir"
# The backup is consistent from this WAL position on: restore to this point or later.
grep --only-matching '"End-LSN": "[0-9A-F/]*"' "$backup_dir/backup_manifest" | cut -d'"' -f4
