import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeFence,
  encodePath,
  escapeCommandData,
  escapeCommandProperty,
  escapeHtml,
  escapeHtmlComment,
  escapeMarkdown,
  escapeTerminal,
  neutralizeWorkflowCommands,
  truncate,
} from '../../../src/report/escape.js';
import { link } from '../../../src/report/markdown.js';
import { tableCells } from '../../support/make-report.js';

describe('escapeMarkdown', () => {
  it('renders HTML as text', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert\\(1\\)&gt;',
    );
    expect(escapeMarkdown('<script>alert("x")</script>')).not.toMatch(/[<>]/);
    expect(escapeMarkdown('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('neutralizes emphasis, links, images, code and math', () => {
    expect(escapeMarkdown('**bold** _it_ `code` ~~s~~ $x$')).toBe(
      '\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~ \\$x\\$',
    );
    expect(escapeMarkdown('![img](https://evil.example/x.png)')).toBe(
      '!\\[img\\]\\(https://evil.example/x.png\\)',
    );
  });

  it('keeps @mentions from notifying anyone', () => {
    const escaped = escapeMarkdown('ping @octocat and @acme/team');
    expect(escaped).not.toMatch(/@[a-z]/i);
    expect(escaped.replace(/\u200b/g, '')).toBe('ping @octocat and @acme/team');
  });

  it('keeps tables intact: pipes escaped, line breaks removed', () => {
    const cell = escapeMarkdown('a | b\n| c |\r\nd');
    expect(cell).not.toMatch(/\n|\r/);
    expect(tableCells(`| ${cell} | x |`)).toHaveLength(2);
  });

  it('cannot start a heading or a list', () => {
    expect(escapeMarkdown('# title')).toBe('\\# title');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('12. item')).toBe('12\\. item');
  });

  it('replaces control characters and bidi overrides', () => {
    expect(escapeMarkdown('a\u0000b\u001b[31mc\u202ed')).toBe('a\ufffdb\ufffd\\[31mc\ufffdd');
  });
});

describe('other contexts', () => {
  it('escapes HTML element text and comment values', () => {
    expect(escapeHtml('<b>"x"</b> & \'y\' @z')).toBe(
      '&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; &#39;y&#39; @\u200bz',
    );
    expect(escapeHtmlComment('a --> <b>')).not.toMatch(/[<>]|-->/);
  });

  it('escapes workflow command data and properties as the runner decodes them', () => {
    expect(escapeCommandData('50%\n::error::x\r')).toBe('50%25%0A::error::x%0D');
    expect(escapeCommandProperty('a:b,c\n')).toBe('a%3Ab%2Cc%0A');
  });

  it('breaks up workflow commands in plain log text', () => {
    const text = neutralizeWorkflowCommands('x\n::add-mask::secret\n##[error]boom');
    expect(text.split('\n').some((line) => line.startsWith('::') || line.startsWith('##['))).toBe(
      false,
    );
  });

  it('strips terminal escape sequences and line breaks', () => {
    expect(escapeTerminal('\u001b]0;title\u0007red\n::warning::x')).toBe(
      '\ufffd]0;title\ufffdred :\u200b:warning:\u200b:x',
    );
  });

  it('truncates without splitting a character', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('ab😀cd', 4)).toBe('ab…');
    expect(truncate('short', 10)).toBe('short');
  });

  it('encodes path segments but keeps separators', () => {
    expect(encodePath('deploy/my app/#1?.yaml')).toBe('deploy/my%20app/%231%3F.yaml');
  });
});

describe('@actions/core annotations with hostile text', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('emit exactly one command line, whatever the message and title contain', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    core.error('bad\n::set-output name=x::y\r\n::add-mask::%0A', {
      title: 'p/r,file=evil.yaml::x',
      file: 'deploy/a,b:c.yaml',
      startLine: 3,
    });
    vi.restoreAllMocks();
    const output = written.join('');
    const lines = output.split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error /);
    expect(lines[0]).toContain('title=p/r%2Cfile=evil.yaml%3A%3Ax');
    expect(lines[0]).toContain('file=deploy/a%2Cb%3Ac.yaml');
    expect(lines[0]).toContain('::bad%0A::set-output name=x::y%0D%0A::add-mask::%250A');
  });
});

describe('link', () => {
  it('escapes the text and keeps the destination in one piece', () => {
    expect(link('a [b](c)', 'https://x.example/blob/sha/dir (1)/f.yaml#L2')).toBe(
      '[a \\[b\\]\\(c\\)](https://x.example/blob/sha/dir%20%281%29/f.yaml#L2)',
    );
    expect(link('plain', undefined)).toBe('plain');
  });
});

describe('codeFence', () => {
  it('is three backticks, or one more than the longest run inside', () => {
    expect(codeFence(['plain'].join('\n'))).toBe('```');
    expect(codeFence(['a `b` c'].join('\n'))).toBe('```');
    expect(codeFence(['```', 'x ````` y'].join('\n'))).toBe('``````');
  });
});
