#!/usr/bin/env node
// `npx kyverno-policy-check`: the action's pipeline in local mode (see `--help`).
import '../dist/cli.js';
