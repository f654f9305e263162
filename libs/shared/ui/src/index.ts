// Public face of @site/shared-ui. Styles: `import '@site/shared-ui/styles.css'` once in the app.
export { Container, type ContainerProps } from './components/container/container';
export { Section, type SectionProps, type SectionTone } from './components/section/section';
export { Grid, type GridProps } from './components/grid/grid';
export { Stack, type StackProps, type SpaceStep } from './components/stack/stack';
export { Button, type ButtonProps, type ButtonVariant } from './components/button/button';
export { TextLink, type TextLinkProps } from './components/text-link/text-link';
export { Card, type CardProps } from './components/card/card';
export { Hero, type HeroProps, type HeroTheme } from './components/hero/hero';
export { Accordion, type AccordionProps, type AccordionItem } from './components/accordion/accordion';
export { Tabs, type TabsProps, type TabItem } from './components/tabs/tabs';
export { Carousel, type CarouselProps, type CarouselLabels } from './components/carousel/carousel';
export { Table, type TableProps, type TableColumn } from './components/table/table';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { SkeletonPage, type SkeletonPageProps } from './components/skeleton-page/skeleton-page';
export { Alert, type AlertProps, type AlertTone } from './components/alert/alert';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export {
  ResponsiveImage,
  type ResponsiveImageProps,
  type ImageSource,
} from './components/responsive-image/responsive-image';
export { Icon, type IconProps } from './components/icon/icon';
export { iconNames, isIconName, type IconName } from './components/icon/icon-map';
export { Pagination, type PaginationProps, type PaginationLabels } from './components/pagination/pagination';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { TextArea, type TextAreaProps } from './components/text-area/text-area';
export { Select, type SelectProps, type SelectOption } from './components/select/select';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/radio-group';
export { Fieldset, type FieldsetProps } from './components/fieldset/fieldset';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';
export { SkipLink, type SkipLinkProps } from './components/skip-link/skip-link';
export { Logo, type LogoProps } from './components/logo/logo';
export { Drawer, type DrawerProps } from './components/drawer/drawer';
export { NoticePage, type NoticePageProps } from './components/notice-page/notice-page';
export { Heading, type HeadingProps, type HeadingLevel } from './utils/heading';
export {
  LinkProvider,
  type LinkProviderProps,
  type LinkComponent,
  type LinkComponentProps,
} from './utils/link';
export { useReducedMotion } from './utils/use-reduced-motion';
export { markHydrated, useHydrated } from './utils/use-hydrated';
export { hydrateAllParts, HydrateWhenVisible, setRenderingOnServer } from './utils/hydrate-when-visible';
export { forgetServedHtml, ServedHtml, servedPartOf } from './utils/served-html';
