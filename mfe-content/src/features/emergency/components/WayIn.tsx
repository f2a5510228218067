import { site } from '@hospital/shared-types';
import map from '../images/way-in-map.svg';
import styles from './Emergency.module.css';

const { address } = site;

/** The address, a directions link and a sketch of the way to the emergency entrance. */
export function WayIn() {
  return (
    <div className={styles.wayIn}>
      <div>
        <h2 id="way-in-heading">The way in</h2>
        <address className={styles.address}>
          {site.name}
          <br />
          {address.street},<br />
          {address.locality}, {address.city}, {address.region} {address.postalCode}
        </address>
        <p>
          <a href={site.mapUrl} className="btn btn-primary" target="_blank" rel="noopener noreferrer">
            Directions in your maps app<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <ol className={styles.steps}>
          <li>Come along Kompally Main Road to Dulapally Cross Roads; we are just south of the junction.</li>
          <li>Turn into the lane beside the hospital, marked with red emergency signs. It is kept clear for ambulances and cars.</li>
          <li>Stop at the emergency doors: our staff bring a wheelchair or stretcher to the car. Park afterwards.</li>
        </ol>
      </div>
      <img
        className={styles.map}
        src={map}
        width={800}
        height={480}
        loading="lazy"
        alt="Sketch map: the hospital stands on Kompally Main Road just south of Dulapally Cross Roads; the emergency entrance is on the lane along its side, the main entrance on the main road."
      />
    </div>
  );
}
