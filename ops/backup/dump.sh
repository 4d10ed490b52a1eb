#!/usr/bin/env bash
# A logical backup of the portal's database, for a small installation: one file, a snapshot of the
# moment pg_dump starts. Usage: dump.sh FILE DATABASE_URL
set -euo pipefail
file=$1 database_url=$2
pg_dump --format=custom --file="$file" "$database_url"
