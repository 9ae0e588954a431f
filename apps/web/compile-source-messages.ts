import type { types as BabelTypes, PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

type Node = BabelTypes.Node;

/**
 * A Babel plugin run after the Lingui macros: each descriptor's Spanish source text (`message`, kept in the code
 * so Spanish needs no catalog) is compiled here, at build time, into the form Lingui interprets. The browser then
 * needs no ICU parser (moo and @messageformat, about 5.5 KB gzipped) and parses no message while a page renders.
 * The catalogs of the other languages are compiled by @lingui/vite-plugin the same way.
 */
export function compileSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const named = (node: Node, name: string) =>
    (t.isIdentifier(node) && node.name === name) || (t.isStringLiteral(node) && node.value === name);
  const compiled = (text: string) => t.valueToNode(compileMessage(text));

  return {
    name: 'cancha-compile-source-messages',
    visitor: {
      // { id: '…', message: '…' }: what i18n._(), msg`` and defineMessage() leave behind.
      ObjectExpression(path) {
        const props = path.node.properties.filter(
          (p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p) && !p.computed,
        );
        if (!props.some((p) => named(p.key, 'id') && t.isStringLiteral(p.value))) return;
        for (const p of props) {
          if (named(p.key, 'message') && t.isStringLiteral(p.value)) p.value = compiled(p.value.value);
        }
      },
      // <Trans id="…" message="…" />: what the Trans macro leaves behind (imported under that name or _Trans).
      JSXOpeningElement(path) {
        const element = path.node.name;
        if (!t.isJSXIdentifier(element) || !/^_?Trans$/.test(element.name)) return;
        const attributes = path.node.attributes.filter((a): a is BabelTypes.JSXAttribute =>
          t.isJSXAttribute(a),
        );
        const attribute = (a: BabelTypes.JSXAttribute, name: string) =>
          t.isJSXIdentifier(a.name) && a.name.name === name;
        if (!attributes.some((a) => attribute(a, 'id') && t.isStringLiteral(a.value))) return;
        for (const a of attributes) {
          if (attribute(a, 'message') && t.isStringLiteral(a.value)) {
            a.value = t.jsxExpressionContainer(compiled(a.value.value));
          }
        }
      },
    },
  };
}
