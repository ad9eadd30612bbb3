/**
 * Names of the drawn icons (src/ui/Icon.tsx) that content may ask for. Content names an icon;
 * the interface draws it, so no emoji reaches the screen (an emoji font is missing on many
 * older devices, where an emoji shows as an empty box).
 */
export type IconName =
  | 'arrow-left'
  | 'arrow-right'
  | 'chevron-down'
  | 'lock'
  | 'download'
  | 'trending-up'
  | 'search'
  | 'heart'
  | 'scale'
  | 'chat'
  | 'money'
  | 'sprout'
  | 'bolt'
  | 'book'
  | 'compass'
  | 'chart'
  | 'people'
  | 'warning'
  | 'clock'
  | 'wave'
  | 'document'
  | 'checklist'
  | 'calculator'
  | 'calendar'
  | 'receipt'
  | 'gavel'
  | 'check'
  | 'cross'
  | 'swap';
