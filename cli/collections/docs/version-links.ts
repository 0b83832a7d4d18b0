// Which version a docs page belongs to, and where the same page is in the other versions of its
// section: what the version menu, the `docsVersion` navbar item and the banner of an old or
// unreleased version link to. A page is "the same" in another version when a doc there has its
// id; when none has, the link goes to that version's landing page, as Docusaurus does.
import { joinRoute } from '../../routes/paths.js';
import { sectionHome } from '../../routes/home-route.js';
import type { DocsData } from './kind.js';
import type { DocVersion } from './versions.js';

export interface VersionLink {
  name: string;
  label: string;
  /** The same page in that version, else its landing page. */
  href: string;
  /** Its landing page. */
  home: string;
  className: string | undefined;
}

interface VersionPages {
  version: DocVersion;
  root: string;
  home: string;
  byId: ReadonlyMap<string, string>;
}

interface SectionVersions {
  versions: VersionPages[];
  last: VersionPages;
}

/** Where a page sits: its section, its version, and the doc it shows (none on a category's page). */
interface Place {
  section: SectionVersions;
  version: VersionPages;
  docId: string | undefined;
}

const memo = new WeakMap<ReadonlyMap<string, DocsData>, VersionLinks>();

export class VersionLinks {
  private readonly sections = new Map<string, SectionVersions>();
  private readonly docs = new Map<string, Place>();
  /** Every version's root, longest first: a page that is no doc belongs to the first that holds it. */
  private readonly roots: Array<{ root: string; section: SectionVersions; version: VersionPages }> = [];

  /** The links of a collection's docs (made once per collection). */
  static of(docs: ReadonlyMap<string, DocsData>): VersionLinks {
    let links = memo.get(docs);
    if (!links) memo.set(docs, (links = new VersionLinks(docs)));
    return links;
  }

  private constructor(docs: ReadonlyMap<string, DocsData>) {
    const bySection = new Map<string, VersionPages[]>();
    for (const data of docs.values()) {
      const built = data.docs.filter((doc) => !doc.draft);
      const root = joinRoute(data.instance.version.routeBasePath);
      const pages: VersionPages = { version: data.instance.version, root, home: sectionHome(data) ?? root, byId: new Map(built.map((doc) => [doc.id, doc.route])) };
      const list = bySection.get(data.instance.id) ?? [];
      list.push(pages);
      bySection.set(data.instance.id, list);
    }
    for (const [id, list] of bySection) {
      // Newest first, as versions.json lists them, the unreleased docs on top.
      const order = docs.get(id)?.instance.versionsBuilt.map((version) => version.name) ?? [];
      list.sort((a, b) => order.indexOf(a.version.name) - order.indexOf(b.version.name));
      const section: SectionVersions = { versions: list, last: list.find((pages) => pages.version.isLast) ?? list[0]! };
      this.sections.set(id, section);
      for (const version of list) {
        for (const [docId, route] of version.byId) if (!this.docs.has(route)) this.docs.set(route, { section, version, docId });
        this.roots.push({ root: version.root, section, version });
      }
    }
    this.roots.sort((a, b) => b.root.length - a.root.length);
  }

  private placeOf(route: string): Place | undefined {
    const doc = this.docs.get(route);
    if (doc) return doc;
    const holder = this.roots.find(({ root }) => route === root || route.startsWith(root === '/' ? '/' : `${root}/`));
    return holder && { section: holder.section, version: holder.version, docId: undefined };
  }

  /**
   * The versions of the page's section (or of `sectionId` on a page outside it; the first
   * section when undefined), each leading to the page's doc there, else to its landing page;
   * and the version the page is in (the last on a page outside the section).
   */
  menu(route: string, sectionId: string | undefined): { active: VersionLink; links: VersionLink[] } | undefined {
    const place = this.placeOf(route);
    const section = sectionId === undefined ? (place?.section ?? this.sections.values().next().value) : this.sections.get(sectionId);
    if (!section) return undefined;
    const inSection = place?.section === section ? place : undefined;
    const link = (pages: VersionPages): VersionLink => ({
      name: pages.version.name,
      label: pages.version.label,
      href: (inSection?.docId !== undefined ? pages.byId.get(inSection.docId) : undefined) ?? pages.home,
      home: pages.home,
      className: pages.version.className,
    });
    const links = section.versions.map(link);
    return { active: link(inSection?.version ?? section.last), links };
  }

  /** The same page in the last version of its section, else that version's landing page. */
  latest(route: string): VersionLink | undefined {
    const place = this.placeOf(route);
    if (!place) return undefined;
    const last = place.section.last;
    return { name: last.version.name, label: last.version.label, href: (place.docId !== undefined ? last.byId.get(place.docId) : undefined) ?? last.home, home: last.home, className: last.version.className };
  }

  /** Whether any section has more than one version built. */
  get versioned(): boolean {
    return [...this.sections.values()].some((section) => section.versions.length > 1);
  }
}
