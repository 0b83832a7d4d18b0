// React picks its build from NODE_ENV the first time it is loaded. Its development build
// validates every element and records a stack for each, which makes page rendering much
// slower, and renders the same markup. A site build is production work, so production is the
// default; NODE_ENV=development still gets React's warnings while working on templates.
// The one place NODE_ENV is set. Every entry (main.ts, index.ts, the render worker) imports
// this first, so it runs before any chunk of the compiled lib/ loads React; build/templates.ts
// and render-route.ts import it too, for code that imports them directly from the sources.
process.env.NODE_ENV ??= 'production';

export {};
