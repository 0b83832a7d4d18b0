// React picks its build from NODE_ENV the first time it is loaded. Its development build
// validates every element and records a stack for each, which made page rendering 5–10×
// slower, and renders the same markup. A site build is production work, so production is the
// default; NODE_ENV=development still gets React's warnings while working on templates.
// Imported before React by render-route.ts and the render worker, for that reason only.
process.env.NODE_ENV ??= 'production';

export {};
