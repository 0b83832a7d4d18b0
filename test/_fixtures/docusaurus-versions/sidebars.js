/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  manual: ['intro', {type: 'category', label: 'Inspections', link: {type: 'generated-index'}, items: ['inspections/brood', 'inspections/queen']}, 'swarm-alerts'],
};

export default sidebars;
