// Fenced code blocks go through the renderer's shared shiki highlighter (see ../highlighter.ts).
import type { MarkdownIt } from 'markdown-it';
import type { CodeHighlighter } from '../highlighter.js';

export interface CodeBlocksOptions {
  highlighter: CodeHighlighter;
}

export const codeBlocksPlugin = (md: MarkdownIt, options: CodeBlocksOptions): void => {
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index];
    if (!token) return '';
    return options.highlighter.renderFence(token.content, md.utils.unescapeAll(token.info));
  };
};
