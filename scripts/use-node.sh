# Sourced (not run) by the project's shell scripts: puts the project's own Node.js first on PATH.
#
# The project pins Node.js in package.json (devDependencies "node": the npm registry ships Node.js
# itself as the `node` package, see docs in README "The two commands"). Once `npm ci` has run, it is
# node_modules/.bin/node, which every `npm run` script already finds first. Before that (a fresh
# clone on a machine whose system Node is older), the same version is installed once into
# .tools/node-<version> with the system's npm, so that `npm ci` itself runs on the pinned Node and
# checks every package's `engines` against it.
_esatis_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
_esatis_node=$(sed -n 's/^ *"node": "\([0-9][0-9.]*\)",\{0,1\}$/\1/p' "$_esatis_root/package.json" | head -n 1)
if [ -z "$_esatis_node" ]; then
  echo "use-node.sh: no pinned \"node\" version in package.json" >&2
  return 1
fi
if [ -x "$_esatis_root/node_modules/.bin/node" ] &&
  [ "$("$_esatis_root/node_modules/.bin/node" --version)" = "v$_esatis_node" ]; then
  export PATH="$_esatis_root/node_modules/.bin:$PATH"
elif [ "$(node --version 2>/dev/null)" != "v$_esatis_node" ]; then
  _esatis_tools="$_esatis_root/.tools/node-$_esatis_node"
  if [ ! -x "$_esatis_tools/node_modules/.bin/node" ]; then
    echo "Installing Node.js $_esatis_node from the npm registry into .tools/ (once)..."
    mkdir -p "$_esatis_tools"
    # Its own tiny project, so npm allows exactly this package's install script (it unpacks the binary).
    printf '{"private":true,"allowScripts":{"node":true}}\n' >"$_esatis_tools/package.json"
    (cd "$_esatis_tools" && npm install --no-save --no-package-lock --no-audit --no-fund "node@$_esatis_node" >/dev/null) ||
      return 1
  fi
  export PATH="$_esatis_tools/node_modules/.bin:$PATH"
fi
unset _esatis_root _esatis_node _esatis_tools
