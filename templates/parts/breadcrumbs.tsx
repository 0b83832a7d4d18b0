export function Breadcrumbs({ items }: { items: Array<{ label: string; href: string | undefined }> }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href="/" aria-label="Home page">⌂</a>
        </li>
        {items.map((crumb, index) =>
          index === items.length - 1 ? (
            <li key={crumb.label} aria-current="page">
              <span>{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
