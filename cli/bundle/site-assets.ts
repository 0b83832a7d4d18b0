/** The output folder where what the site's React code imports (images, fonts, stylesheets) is published. */
export const SITE_ASSETS = 'assets/site';
