import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const FeatureList = [
  {
    title: 'Prune in winter',
    Svg: require('@site/static/img/shears.svg').default,
    description: <>Open the crown to light before the buds break.</>,
  },
  {
    title: 'Graft in spring',
    Svg: require('@site/static/img/graft.svg').default,
    description: <>Join a scion to a rootstock as the sap rises.</>,
  },
  {
    title: 'Pick in autumn',
    Svg: require('@site/static/img/basket.svg').default,
    description: <>Lift and twist: a ripe apple comes away in the hand.</>,
  },
];

function Feature({Svg, title, description}) {
  return (
    <div className={clsx('col col--4')}>
      <div className="text--center">
        <Svg className={styles.featureSvg} role="img" />
      </div>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures() {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {FeatureList.map((props, idx) => (
            <Feature key={idx} {...props} />
          ))}
        </div>
      </div>
    </section>
  );
}
