/**
 * The inputs that install the tools (Kyverno, Helm, Kustomize), first in action.yml's order; the
 * rest of the input table is in table.ts.
 */
import type { InputSpec } from './spec.js';

export const INSTALL_INPUTS = {
  // Installing Kyverno
  'kyverno-version': {
    type: 'version',
    default: 'v1.19.1',
    description:
      'Kyverno CLI to install: an exact tag (`v1.19.1` or `1.19.1`), `latest` (newest non-prerelease), or a semver range (`1.19.x`, `~1.18`, `>=1.17 <1.19`).',
    cli: { arg: 'V', help: 'version to install' },
  },
  'kyverno-path': {
    type: 'path',
    default: '',
    description: 'Use this existing Kyverno binary instead of installing one.',
    cli: { arg: 'FILE', help: 'use this kyverno binary' },
  },
  'kyverno-release-url': {
    type: 'url',
    default: 'https://github.com/kyverno/kyverno/releases/download',
    description: 'Base URL of the release assets (for mirrors, GHES and air-gapped runners).',
    cli: { arg: 'URL', help: 'base URL of the Kyverno release assets' },
  },
  'verify-checksum': {
    type: 'boolean',
    default: 'true',
    description:
      "Verify each downloaded archive's SHA-256 against the checksum file its release publishes (Kyverno's and Kustomize's `checksums.txt`, Helm's `<archive>.sha256sum`) before extracting it.",
    cli: { arg: 'BOOL', help: 'verify the SHA-256 of each downloaded archive' },
  },
  'verify-signature': {
    type: 'enum',
    default: 'auto',
    values: ['auto', 'true', 'false'],
    description:
      "Verify the Sigstore signature of checksums.txt (`checksums.txt.sigstore.json`, made by Kyverno's release workflow). `auto` requires it for releases Kyverno signs (1.16.4+, 1.17.2+, 1.18.0+) and installs older ones with a warning; `true` also refuses older releases; `false` skips it.",
    cli: {
      arg: 'MODE',
      help: "auto | true | false: verify the Sigstore signature of Kyverno's checksums",
    },
  },

  // Installing Helm and Kustomize (only when `helm-charts` or `kustomizations` is set)
  'helm-version': {
    type: 'version',
    default: 'v4.3.2',
    description:
      'Helm to install, an exact tag (`v4.3.2` or `4.3.2`). A `helm` of that version already on PATH is used as is.',
    cli: { arg: 'V', help: 'Helm to install for charts' },
  },
  'helm-path': {
    type: 'path',
    default: '',
    description: 'Use this existing Helm binary instead of installing one.',
    cli: { arg: 'FILE', help: 'use this helm binary' },
  },
  'helm-release-url': {
    type: 'url',
    default: 'https://get.helm.sh',
    description:
      'Base URL of the Helm release archives (`<url>/helm-<tag>-linux-amd64.tar.gz` and its `.sha256sum`), for mirrors and air-gapped runners.',
    cli: { arg: 'URL', help: 'base URL of the Helm release archives' },
  },
  'kustomize-version': {
    type: 'version',
    default: 'v5.8.2',
    description:
      'Kustomize to install, an exact tag (`v5.8.2` or `5.8.2`). A `kustomize` of that version already on PATH is used as is.',
    cli: { arg: 'V', help: 'Kustomize to install for kustomizations' },
  },
  'kustomize-path': {
    type: 'path',
    default: '',
    description: 'Use this existing Kustomize binary instead of installing one.',
    cli: { arg: 'FILE', help: 'use this kustomize binary' },
  },
  'kustomize-release-url': {
    type: 'url',
    default: 'https://github.com/kubernetes-sigs/kustomize/releases/download',
    description:
      'Base URL of the Kustomize release assets (`<url>/kustomize%2F<tag>/kustomize_<tag>_linux_amd64.tar.gz` and `checksums.txt`), for mirrors and air-gapped runners.',
    cli: { arg: 'URL', help: 'base URL of the Kustomize release assets' },
  },
} as const satisfies Record<string, InputSpec>;
