/** The real Helm and Kustomize CLIs built from their Go modules by the global setup. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests with \`npm test\` (vitest global setup)`);
  return value;
}

/** Absolute path of the real `helm` binary (test/helm-cli/<tag>/). */
export const helmBinary = (): string => required('HELM_TEST_BINARY');
/** Absolute path of the real `kustomize` binary (test/kustomize-cli/<tag>/). */
export const kustomizeBinary = (): string => required('KUSTOMIZE_TEST_BINARY');
