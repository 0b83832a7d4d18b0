// The words the engine writes into pages itself: in rendered markdown (code blocks, admonitions,
// heading links), and in the pages it makes and titles (tags, authors, archive, search, 404,
// redirects). Docusaurus's `theme.*` ids where Docusaurus shows the same thing, so a Docusaurus
// site's code.json translates them; the engine's own under `garden.*`.
import { defineMessages } from './messages.js';

export const ENGINE_MESSAGES = defineMessages({
  'theme.CodeBlock.copy': { message: 'Copy', description: 'The copy button label on code blocks' },
  'theme.CodeBlock.copyButtonAriaLabel': { message: 'Copy code', description: 'The ARIA label of the copy button on code blocks' },
  'theme.admonition.note': { message: 'Note', description: 'The default title of a note admonition (:::note)' },
  'theme.admonition.tip': { message: 'Tip', description: 'The default title of a tip admonition (:::tip)' },
  'theme.admonition.info': { message: 'Info', description: 'The default title of an info admonition (:::info)' },
  'theme.admonition.warning': { message: 'Warning', description: 'The default title of a warning admonition (:::warning)' },
  'theme.admonition.danger': { message: 'Danger', description: 'The default title of a danger admonition (:::danger)' },
  'theme.admonition.caution': { message: 'Caution', description: 'The default title of a caution admonition (:::caution)' },
  'garden.admonition.important': { message: 'Important', description: 'The default title of an important admonition (:::important)' },
  'garden.admonition.success': { message: 'Success', description: 'The default title of a success admonition (:::success)' },
  'theme.common.headingLinkTitle': { message: 'Direct link to {heading}', description: 'The ARIA label of the # link beside a heading' },
  'theme.docs.DocCard.categoryDescription.plurals': { message: '{count} item|{count} items', description: 'The description of a category card without one of its own: how many items it holds (plural forms separated by |)' },
  'theme.NotFound.title': { message: 'Page Not Found', description: 'The title of the 404 page' },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'The title of the page listing every tag' },
  'garden.tags.pageDescription': { message: 'Every tag used in {newsTitle}', description: 'The description (meta) of the page listing every tag' },
  'theme.blog.tagTitle': { message: '{nPosts} tagged “{tagName}”', description: 'The title of the page of a tag; nPosts is theme.blog.post.plurals' },
  'theme.blog.post.plurals': { message: '{count} post|{count} posts', description: 'How many posts (plural forms separated by |)' },
  'theme.tags.tagsPageLink': { message: 'View all tags', description: 'The link from a tag page to the page listing every tag' },
  'theme.blog.authorsList.pageTitle': { message: 'Authors', description: 'The title of the page listing every author' },
  'garden.authors.pageDescription': { message: 'The people who write {newsTitle}', description: 'The description (meta) of the page listing every author' },
  'theme.blog.authorsList.viewAll': { message: 'View all authors', description: "The link from an author's page to the page listing every author" },
  'garden.blog.paginatedTitle': { message: '{title} (page {page})', description: 'The title of the second and later pages of a news list' },
  'theme.blog.archive.title': { message: 'Archive', description: 'The title of the news archive' },
  'garden.archive.pageDescription': { message: 'Every post of {newsTitle}, newest first', description: 'The description (meta) of the news archive' },
  'garden.search.pageTitle': { message: 'Search', description: 'The title of the search page' },
  'garden.search.pageDescription': { message: 'Search {siteTitle}', description: 'The description (meta) of the search page' },
  'garden.redirect.title': { message: '{siteTitle}: this page has moved', description: 'The title of a page that sends the browser to where an old address moved' },
  'garden.redirect.text': { message: 'This page has moved to {link}.', description: 'The text of a page that sends the browser on, for the moment before it goes; link is the new address' },
});

export type EngineMessageId = keyof typeof ENGINE_MESSAGES;

/** The messages markdown writes into pages: their words are part of its cache key. */
export const MARKDOWN_MESSAGE_IDS = [
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copyButtonAriaLabel',
  'theme.admonition.note',
  'theme.admonition.tip',
  'theme.admonition.info',
  'theme.admonition.warning',
  'theme.admonition.danger',
  'theme.admonition.caution',
  'garden.admonition.important',
  'garden.admonition.success',
  'theme.common.headingLinkTitle',
] as const satisfies ReadonlyArray<EngineMessageId>;

export type MarkdownMessageId = (typeof MARKDOWN_MESSAGE_IDS)[number];

/** The English words of markdown's messages: what markdown writes when no locale's words are given (unit tests, the render probe). */
export const ENGLISH_MARKDOWN_WORDS: Readonly<Record<MarkdownMessageId, string>> = Object.fromEntries(MARKDOWN_MESSAGE_IDS.map((id) => [id, ENGINE_MESSAGES[id].message])) as Record<MarkdownMessageId, string>;
