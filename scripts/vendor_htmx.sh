#!/usr/bin/env bash
# Re-fetch the vendored htmx from the npm registry and check it against the
# sha256 recorded in src/cardavia/web/static/vendor/VENDORED.md.
#   bash scripts/vendor_htmx.sh            # verify the committed copy
#   bash scripts/vendor_htmx.sh --write    # (re)write the committed copy
set -euo pipefail
VERSION=2.0.11
SHA256=d6fdc75f204e6bdefa99b69bf1e6d4ac69b8a364f77929f45c13476b4000f717
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/src/cardavia/web/static/vendor/htmx/$VERSION"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$WORK" && npm pack --silent "htmx.org@$VERSION" >/dev/null && tar xzf "htmx.org-$VERSION.tgz")
echo "$SHA256  $WORK/package/dist/htmx.min.js" | sha256sum --check
if [[ "${1:-}" == "--write" ]]; then
  mkdir -p "$DEST"
  cp "$WORK/package/dist/htmx.min.js" "$DEST/htmx.min.js"
  cp "$WORK/package/LICENSE" "$DEST/LICENSE.txt"
fi
echo "$SHA256  $DEST/htmx.min.js" | sha256sum --check
