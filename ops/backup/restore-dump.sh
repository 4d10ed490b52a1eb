#!/usr/bin/env bash
# Restores dump.sh's file into an empty database (createdb it first), all or nothing.
# Usage: restore-dump.sh FILE DATABASE_URL
set -euo pipefail
file=$1 database_url=$2
pg_restore --exit-on-error --single-transaction --no-owner --dbname="$database_url" "$file"
