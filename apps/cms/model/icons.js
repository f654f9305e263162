// The site's icon set (docs/content-model.md): an `icon` field must name one of these.
module.exports = [
  'wifi', 'phone', 'message', 'globe', 'smartphone', 'wallet', 'send', 'banknote', 'credit-card', 'shield',
  'heart', 'graduation-cap', 'leaf', 'users', 'store', 'briefcase', 'building', 'trophy', 'music', 'tv',
  'newspaper', 'gift', 'star', 'clock', 'map-pin', 'headphones', 'lock', 'zap', 'piggy-bank', 'hand-coins',
  'qr-code', 'plane', 'signal', 'download', 'calendar', 'file-text', 'help-circle', 'car', 'sprout',
  'stethoscope', 'book-open', 'bug', 'id-card',
];
