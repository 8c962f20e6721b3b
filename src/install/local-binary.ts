/** The `<tool>-path` inputs (`kyverno-path`, `helm-path`, …): an existing binary, checked before it is trusted. */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { KYVERNO, type ToolNames } from './release-files.js';

/**
 * Returns the absolute path of the binary.
 * @throws when the path does not exist, is a directory, or is not executable.
 */
export async function checkLocalBinary(
  input: string,
  platform: string,
  tool: ToolNames = KYVERNO,
): Promise<string> {
  const orInstall = `or leave ${tool.name}-path empty to install the version in ${tool.name}-version`;
  const file = path.resolve(input);
  const named = `${tool.name}-path "${input}"${file === input ? '' : ` (${file})`}`;
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`${named} does not exist: point it at a ${tool.title} binary, ${orInstall}.`, {
      cause: error,
    });
  });
  if (info.isDirectory()) {
    const binary = path.join(file, platform === 'win32' ? `${tool.name}.exe` : tool.name);
    throw new Error(`${named} is a directory: point it at the binary itself (e.g. ${binary}).`);
  }
  if (platform !== 'win32') {
    await access(file, constants.X_OK).catch((error: unknown) => {
      const mode = (info.mode & 0o777).toString(8);
      throw new Error(
        `${named} is not executable (mode ${mode}): run \`chmod +x ${file}\` in an earlier step, ` +
          `${orInstall}.`,
        { cause: error },
      );
    });
  }
  return file;
}
