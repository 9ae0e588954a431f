import { transformSync } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileSourceMessages } from './compile-source-messages';

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** The `message` of every object and JSX attribute in the transformed code: its value if literal, else its kind. */
function messagesAfterBuild(code: string): unknown[] {
  const result = transformSync(code, {
    filename: 'page.tsx',
    babelrc: false,
    configFile: false,
    ast: true,
    code: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [compileSourceMessages],
  });
  const found: unknown[] = [];
  const literal = (node: AstNode): unknown => {
    if (node.type === 'StringLiteral' || node.type === 'NumericLiteral') return node.value;
    if (node.type === 'ArrayExpression') return (node.elements as AstNode[]).map(literal);
    if (node.type === 'ObjectExpression')
      return Object.fromEntries(
        (node.properties as AstNode[]).map((p) => [
          (p.key as AstNode).name ?? (p.key as AstNode).value,
          literal(p.value as AstNode),
        ]),
      );
    if (node.type === 'JSXExpressionContainer') return literal(node.expression as AstNode);
    if (node.type === 'Identifier' && node.name === 'undefined') return undefined;
    return node.type;
  };
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as AstNode;
    if (n.type === 'ObjectProperty' && (n.key as AstNode).name === 'message')
      found.push(literal(n.value as AstNode));
    if (n.type === 'JSXAttribute' && (n.name as AstNode).name === 'message')
      found.push(literal(n.value as AstNode));
    for (const [key, value] of Object.entries(n)) if (key !== 'loc') walk(value);
  };
  walk(result?.ast);
  return found;
}

describe('Spanish texts compiled at build time', () => {
  it('compiles the message of every descriptor and of every <Trans>, as Lingui would in the browser', () => {
    const texts = [
      'Hola {name}',
      '{n, plural, one {# equipo} other {# equipos}}',
      'Acepto los <0>términos</0>',
    ];
    expect(
      messagesAfterBuild(`
        const a = i18n._({ id: 'x1', message: '${texts[0]}' });
        const b = { id: 'x2', message: '${texts[1]}' };
        const c = <Trans id="x3" message="${texts[2]}" components={{ 0: <a /> }} />;
      `),
    ).toEqual(texts.map((t) => compileMessage(t)));
  });

  it('leaves alone objects and elements that are no Lingui message', () => {
    expect(
      messagesAfterBuild(`
        const error = { message: 'Hola {name}' };
        const field = { id: dynamicId, message: 'texto' };
        const el = <input id="campo" message="{x}" />;
      `),
    ).toEqual(['Hola {name}', 'texto', '{x}']);
  });
});
