/** The real Helm and Kustomize CLIs built from their Go modules by the global setup. */
import { required } from './kyverno.js';

/** Absolute path of the real `helm` binary (test/helm-cli/<tag>/). */
export const helmBinary = (): string => required('HELM_TEST_BINARY');
/** Its version tag, e.g. `v4.3.2`. */
export const helmVersion = (): string => required('HELM_TEST_VERSION');
/** Folder holding `helm-<tag>-linux-amd64.tar.gz` and `<archive>.sha256sum`. */
export const helmReleaseDir = (): string => required('HELM_TEST_RELEASE_DIR');

/** Absolute path of the real `kustomize` binary (test/kustomize-cli/<tag>/). */
export const kustomizeBinary = (): string => required('KUSTOMIZE_TEST_BINARY');
/** Its version tag, e.g. `v5.8.2`. */
export const kustomizeVersion = (): string => required('KUSTOMIZE_TEST_VERSION');
/** Folder holding `kustomize_<tag>_linux_amd64.tar.gz` and `checksums.txt`. */
export const kustomizeReleaseDir = (): string => required('KUSTOMIZE_TEST_RELEASE_DIR');
