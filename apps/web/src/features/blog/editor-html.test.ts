import { escapeHtml } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { linkHref, normalizeEditorHtml } from './editor-html';

describe('editor HTML normalisation', () => {
  it('treats an emptied editor as empty', () => {
    expect(normalizeEditorHtml('')).toBe('');
    expect(normalizeEditorHtml('<br>')).toBe('');
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('<p>&nbsp;</p><div><br></div>')).toBe('');
  });

  it('turns engine-specific markup into plain semantic tags', () => {
    expect(normalizeEditorHtml('<div>Uno</div><div><b>Dos</b> <i>tres</i></div>')).toBe(
      '<p>Uno</p><p><strong>Dos</strong> <em>tres</em></p>',
    );
    expect(normalizeEditorHtml('<p style="color: red" class="x">Hola</p>')).toBe('<p>Hola</p>');
  });

  it('keeps headings, lists, quotes and links, and trims empty paragraphs at the end', () => {
    const html =
      '<h2>Título</h2><ul><li>a</li></ul><blockquote>cita</blockquote><p><a href="https://x.com">x</a></p><p><br></p>';
    expect(normalizeEditorHtml(html)).toBe(
      '<h2>Título</h2><ul><li>a</li></ul><blockquote>cita</blockquote><p><a href="https://x.com">x</a></p>',
    );
  });

  it('does not mistake other tags for <b> or <i>', () => {
    expect(normalizeEditorHtml('<p>x<br>y</p><blockquote>z</blockquote><img src="https://a.b/c.png">')).toBe(
      '<p>x<br>y</p><blockquote>z</blockquote><img src="https://a.b/c.png">',
    );
  });
});

describe('link addresses', () => {
  it('accepts http(s) and mailto, completing bare domains and emails', () => {
    expect(linkHref(' https://cancha.app/blog ')).toBe('https://cancha.app/blog');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('cancha.app/torneos')).toBe('https://cancha.app/torneos');
    expect(linkHref('localhost:5173/blog')).toBe('https://localhost:5173/blog');
    expect(linkHref('ana@example.com')).toBe('mailto:ana@example.com');
    expect(linkHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('refuses scripts, other schemes and words that are not addresses', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('JavaScript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,hola')).toBeNull();
    expect(linkHref('hola')).toBeNull();
    expect(linkHref('hola mundo.com')).toBeNull();
    expect(linkHref('')).toBeNull();
    expect(linkHref('mailto:nadie')).toBeNull();
  });

  it('escapes text inserted as a link', () => {
    expect(escapeHtml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});
