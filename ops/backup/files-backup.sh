#!/usr/bin/env bash
# Packs the stored files of local-disk storage (DATA_DIR/files) into one tar file. Take it AFTER the
# database backup's point: a file is written before the row that points to it, and a file a row
# points to is never removed, so a later copy holds every file the restored database needs.
# Usage: files-backup.sh FILES_DIR TAR_FILE        Restore: tar -xf TAR_FILE -C NEW_DATA_DIR/files
set -euo pipefail
files_dir=$1 tar_file=$2

# Uploads in progress (*.tmp) and files a failed request removes may vanish under tar: tar then
# exits 1 ("some files differ"), which leaves every file a row points to in the archive.
status=0
tar --create --file="$tar_file" --directory="$files_dir" --exclude='*.tmp' \
  --warning=no-file-changed --warning=no-file-removed . || status=$?
[ "$status" -le 1 ] || exit "$status"
