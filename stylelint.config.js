/**
 * CSS checks that catch mistakes, not taste: `npm run lint` fails on an invalid value (an auto-fit repeat
 * beside a flexible track once turned the desktop footer into two wide columns), an unknown property or a
 * deprecated one. The stylistic "standard" set would rewrite every file, so only the recommended set runs.
 */
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-recommended'],
  rules: {
    'declaration-property-value-no-unknown': true,
    // Source order here follows components (base state, then modifiers), not specificity.
    'no-descending-specificity': null,
  },
};
