// The Geo Garden Club theme: one React component per template the engine asks for.
import { defineTheme } from 'garden-site';
import { DocCategoryPage } from './pages/doc-category.js';
import { DocPage } from './pages/doc-page.js';
import { MarkdownPage } from './pages/markdown-page.js';
import { NewsArchivePage, NewsAuthorsPage, NewsTagsPage } from './pages/news-index-pages.js';
import { NewsListPage } from './pages/news-list.js';
import { NewsPostPage } from './pages/news-post.js';
import { NotFoundPage } from './pages/not-found.js';
import { SearchPage } from './pages/search-page.js';
import { Layout } from './parts/layout.js';
import { ThemedImage } from './parts/themed-image.js';
import { MESSAGES } from './messages.js';

export default defineTheme({
  templates: {
    doc: DocPage,
    docCategory: DocCategoryPage,
    newsList: NewsListPage,
    newsPost: NewsPostPage,
    newsTags: NewsTagsPage,
    newsAuthors: NewsAuthorsPage,
    newsArchive: NewsArchivePage,
    page: MarkdownPage,
    notFound: NotFoundPage,
    search: SearchPage,
  },
  // What a Docusaurus React page's `@theme/Layout` renders around it, and its `@theme/ThemedImage`.
  layout: Layout,
  components: { ThemedImage },
  // Every word the theme shows, in English: a locale's code.json translates them.
  messages: MESSAGES,
});
