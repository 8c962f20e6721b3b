/**
 * A JMESPath parser (the grammar of jmespath.org, top-down operator precedence), producing the
 * tree that `jmespath-cel.ts` translates. Kyverno's JMESPath is standard JMESPath plus functions.
 */
export type JmesNode =
  | { type: 'field'; name: string }
  | { type: 'current' }
  | { type: 'literal'; value: unknown }
  | { type: 'sub'; left: JmesNode; right: JmesNode }
  | { type: 'index'; index: number }
  | { type: 'slice' }
  | { type: 'project'; left: JmesNode; right: JmesNode; filter?: JmesNode; object?: boolean }
  | { type: 'flatten'; child: JmesNode }
  | { type: 'compare'; op: string; left: JmesNode; right: JmesNode }
  | { type: 'and' | 'or' | 'pipe'; left: JmesNode; right: JmesNode }
  | { type: 'not'; child: JmesNode }
  | { type: 'call'; name: string; args: JmesNode[] }
  | { type: 'list'; items: JmesNode[] }
  | { type: 'object'; entries: [string, JmesNode][] }
  | { type: 'expref'; child: JmesNode };

interface Token {
  type: string;
  value?: unknown;
  start: number;
}

const BINDING: Record<string, number> = {
  eof: 0,
  ident: 0,
  quoted: 0,
  rbracket: 0,
  rparen: 0,
  comma: 0,
  rbrace: 0,
  number: 0,
  current: 0,
  expref: 0,
  colon: 0,
  pipe: 1,
  or: 2,
  and: 3,
  cmp: 5,
  flatten: 9,
  star: 20,
  filter: 21,
  dot: 40,
  not: 45,
  lbrace: 50,
  lbracket: 55,
  lparen: 60,
};

/** A JMESPath expression that does not parse, with the 0-based offset where it stops. */
export class JmesSyntaxError extends Error {
  constructor(
    what: string,
    readonly position: number,
    readonly expression: string,
  ) {
    super(`${what} at ${position} in ${expression}`);
    this.name = 'JmesSyntaxError';
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) i++;
      tokens.push({ type: 'ident', value: text.slice(start, i), start });
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length)
        throw new JmesSyntaxError('unterminated quoted identifier', start, text);
      let value: unknown;
      try {
        value = JSON.parse(text.slice(start, ++i));
      } catch {
        throw new JmesSyntaxError('invalid escape in a quoted identifier', start, text);
      }
      tokens.push({ type: 'quoted', value, start });
    } else if (c === "'") {
      i++;
      let value = '';
      while (i < text.length && text[i] !== "'") {
        if (text[i] === '\\' && text[i + 1] === "'") i++;
        value += text[i++];
      }
      if (i++ >= text.length) throw new JmesSyntaxError('unterminated raw string', start, text);
      tokens.push({ type: 'literal', value, start });
    } else if (c === '`') {
      i++;
      let raw = '';
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\' && text[i + 1] === '`') i++;
        raw += text[i++];
      }
      if (i++ >= text.length) throw new JmesSyntaxError('unterminated literal', start, text);
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw.trim();
      }
      tokens.push({ type: 'literal', value, start });
    } else if (/[-0-9]/.test(c)) {
      i++;
      while (i < text.length && /[0-9]/.test(text[i]!)) i++;
      if (i === start + 1 && c === '-')
        throw new JmesSyntaxError('- without a number', start, text);
      tokens.push({ type: 'number', value: Number(text.slice(start, i)), start });
    } else {
      const two = text.slice(i, i + 2);
      const pairs: Record<string, string> = {
        '[]': 'flatten',
        '[?': 'filter',
        '||': 'or',
        '&&': 'and',
        '==': 'cmp',
        '!=': 'cmp',
        '<=': 'cmp',
        '>=': 'cmp',
      };
      if (pairs[two]) {
        tokens.push({ type: pairs[two]!, value: two, start });
        i += 2;
        continue;
      }
      const singles: Record<string, string> = {
        '.': 'dot',
        '*': 'star',
        ',': 'comma',
        ':': 'colon',
        '{': 'lbrace',
        '}': 'rbrace',
        '[': 'lbracket',
        ']': 'rbracket',
        '(': 'lparen',
        ')': 'rparen',
        '@': 'current',
        '&': 'expref',
        '|': 'pipe',
        '!': 'not',
        '<': 'cmp',
        '>': 'cmp',
      };
      if (!singles[c]) throw new JmesSyntaxError(`unexpected character ${c}`, i, text);
      tokens.push({ type: singles[c]!, value: c, start });
      i++;
    }
  }
  tokens.push({ type: 'eof', start: text.length });
  return tokens;
}

export function parseJmes(text: string): JmesNode {
  const tokens = tokenize(text);
  let position = 0;
  const peek = (offset = 0) => tokens[position + offset]!;
  const advance = () => tokens[position++]!;
  const expect = (type: string) => {
    const token = advance();
    if (token.type !== type)
      throw new JmesSyntaxError(`expected ${type} but found ${token.type}`, token.start, text);
    return token;
  };

  const expression = (rbp: number): JmesNode => {
    let left = nud(advance());
    while (rbp < BINDING[peek().type]!) left = led(advance(), left);
    return left;
  };

  const projectionRhs = (rbp: number): JmesNode => {
    const next = peek().type;
    if (BINDING[next]! < 10) return { type: 'current' };
    if (next === 'lbracket' || next === 'filter') return expression(rbp);
    if (next === 'dot') {
      advance();
      return dotRhs(rbp);
    }
    throw new JmesSyntaxError(`unexpected ${next} after a projection`, peek().start, text);
  };

  const dotRhs = (rbp: number): JmesNode => {
    const next = peek().type;
    if (next === 'ident' || next === 'quoted' || next === 'star') return expression(rbp);
    if (next === 'lbracket') {
      advance();
      return multiList();
    }
    if (next === 'lbrace') {
      advance();
      return multiObject();
    }
    throw new JmesSyntaxError(`unexpected ${next} after .`, peek().start, text);
  };

  const multiList = (): JmesNode => {
    const items: JmesNode[] = [];
    while (peek().type !== 'rbracket') {
      items.push(expression(0));
      if (peek().type === 'comma') advance();
    }
    expect('rbracket');
    return { type: 'list', items };
  };

  const multiObject = (): JmesNode => {
    const entries: [string, JmesNode][] = [];
    while (peek().type !== 'rbrace') {
      const key = advance();
      expect('colon');
      entries.push([String(key.value), expression(0)]);
      if (peek().type === 'comma') advance();
    }
    expect('rbrace');
    return { type: 'object', entries };
  };

  const bracket = (left: JmesNode): JmesNode => {
    // After `[`: an index, a slice, `*]` or a multi-select list.
    if (peek().type === 'number' || peek().type === 'colon') {
      if (peek().type === 'number' && peek(1).type === 'rbracket') {
        const index = Number(advance().value);
        advance();
        return { type: 'sub', left, right: { type: 'index', index } };
      }
      if (peek().type === 'colon' || peek(1).type === 'colon')
        throw new JmesSyntaxError('slices are not supported', peek().start, text);
      advance();
      expect('rbracket');
    }
    if (peek().type === 'star' && peek(1).type === 'rbracket') {
      advance();
      advance();
      return { type: 'project', left, right: projectionRhs(BINDING.star!) };
    }
    const list = multiList();
    return left.type === 'current' ? list : { type: 'sub', left, right: list };
  };

  const nud = (token: Token): JmesNode => {
    switch (token.type) {
      case 'literal':
        return { type: 'literal', value: token.value };
      case 'number':
        return { type: 'literal', value: token.value };
      case 'ident':
      case 'quoted':
        if (token.type === 'ident' && peek().type === 'lparen') {
          advance();
          const args: JmesNode[] = [];
          while (peek().type !== 'rparen') {
            args.push(expression(0));
            if (peek().type === 'comma') advance();
          }
          expect('rparen');
          return { type: 'call', name: String(token.value), args };
        }
        return { type: 'field', name: String(token.value) };
      case 'current':
        return { type: 'current' };
      case 'not':
        return { type: 'not', child: expression(BINDING.not!) };
      case 'expref':
        return { type: 'expref', child: expression(BINDING.expref!) };
      case 'star':
        return {
          type: 'project',
          object: true,
          left: { type: 'current' },
          right: projectionRhs(BINDING.star!),
        };
      case 'flatten':
        return {
          type: 'project',
          left: { type: 'flatten', child: { type: 'current' } },
          right: projectionRhs(BINDING.flatten!),
        };
      case 'filter':
        return filter({ type: 'current' });
      case 'lbracket':
        return bracket({ type: 'current' });
      case 'lbrace':
        return multiObject();
      case 'lparen': {
        const inner = expression(0);
        expect('rparen');
        return inner;
      }
      default:
        throw new JmesSyntaxError(`unexpected ${token.type}`, token.start, text);
    }
  };

  const filter = (left: JmesNode): JmesNode => {
    const condition = expression(0);
    expect('rbracket');
    return { type: 'project', left, filter: condition, right: projectionRhs(BINDING.filter!) };
  };

  const led = (token: Token, left: JmesNode): JmesNode => {
    switch (token.type) {
      case 'dot': {
        if (peek().type === 'star') {
          advance();
          return { type: 'project', object: true, left, right: projectionRhs(BINDING.star!) };
        }
        return { type: 'sub', left, right: dotRhs(BINDING.dot!) };
      }
      case 'pipe':
        return { type: 'pipe', left, right: expression(BINDING.pipe!) };
      case 'or':
        return { type: 'or', left, right: expression(BINDING.or!) };
      case 'and':
        return { type: 'and', left, right: expression(BINDING.and!) };
      case 'cmp':
        return { type: 'compare', op: String(token.value), left, right: expression(BINDING.cmp!) };
      case 'flatten':
        return {
          type: 'project',
          left: { type: 'flatten', child: left },
          right: projectionRhs(BINDING.flatten!),
        };
      case 'filter':
        return filter(left);
      case 'lbracket':
        return bracket(left);
      default:
        throw new JmesSyntaxError(`unexpected ${token.type}`, token.start, text);
    }
  };

  const tree = expression(0);
  if (peek().type !== 'eof')
    throw new JmesSyntaxError(`unexpected ${peek().type}`, peek().start, text);
  return tree;
}
