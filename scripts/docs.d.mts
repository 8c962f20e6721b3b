export function renderTables(actionYaml: string): { inputs: string; outputs: string };
export function replaceSection(document: string, name: string, content: string): string;
export function renderReadme(readme: string, actionYaml: string): string;
export function renderSchema(): Promise<string>;
