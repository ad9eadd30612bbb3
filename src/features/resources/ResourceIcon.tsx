import type { ResourceIconName } from '../../content/resources';
import { Icon } from '../../ui/Icon';

/** The hub card's drawn icon, decorative: the card title names the resource. */
export function ResourceIcon({ name }: { name: ResourceIconName }) {
  return <Icon name={name} className="resource-icon" />;
}
