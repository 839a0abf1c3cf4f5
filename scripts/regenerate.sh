#!/usr/bin/env bash
# `make regenerate`: rewrites every file generated from the code, in the order they depend on
# each other, after adding or changing a scene, a preset or an export. Read the diff after.
#   Presets/SCENE.json (each scene's defaults; an existing description is kept) and
#   Presets/schema/: written by ShippedPresetTests, the tests that check them;
#   Tests/AnimTuneCoreTests/Export/Golden/: written afresh by ExportGoldenTests;
#   README.md's conformance table, from Tests/Conformance/last-run.md: ConformanceReadmeTests;
#   Sources/AnimTuneShell/Presets/BuiltInPresets.swift: scripts/embed-presets.sh;
#   Sources/Preview/PageAssets.swift (the preview page): scripts/embed-page.sh;
#   Notebooks/*.md outputs and assets: `animtune notebook run` with the binary built from them.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"

./scripts/embed-page.sh
"$SWIFT" build --build-tests -Xswiftc -O
# The goldens are written afresh, so none is left from a case that is gone.
rm -f Tests/AnimTuneCoreTests/Export/Golden/*
ANIMTUNE_UPDATE_GOLDEN=1 "$SWIFT" test --skip-build -Xswiftc -O --filter 'ShippedPresetTests|ExportGoldenTests|ConformanceReadmeTests'
./scripts/embed-presets.sh
"$SWIFT" build -Xswiftc -O --product animtune
animtune="$("$SWIFT" build -Xswiftc -O --show-bin-path)/animtune"
for notebook in Notebooks/*.md; do
    "$animtune" notebook run "$notebook"
done
echo "regenerated presets, schema, built-in presets, export goldens and notebook outputs; read 'git diff' before committing"
