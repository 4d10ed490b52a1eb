#!/usr/bin/env bash
# Writes fresh random secrets for compose.yaml into ops/compose/secrets/ (kept out of git). An
# existing file is kept, so running it again changes nothing. MessageBird's key is the provider's:
# put the real one in secrets/messagebird_access_key.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p secrets
chmod 700 secrets

random() { head -c 32 /dev/urandom | base64 | tr -d '/+=' ; }
keep_or_write() { [ -s "secrets/$1" ] || (umask 077 && printf '%s' "$2" > "secrets/$1"); }

keep_or_write database_password "$(random)"
keep_or_write database_url "postgres://mijn:$(cat secrets/database_password)@database:5432/mijn"
keep_or_write jwt_secret "$(random)$(random)"
keep_or_write code_pepper "$(random)"
keep_or_write storage_access_key "mijn-$(random | head -c 12)"
keep_or_write storage_secret_key "$(random)"
keep_or_write messagebird_access_key "replace-with-the-messagebird-access-key"
echo "Secrets in $(pwd)/secrets"
