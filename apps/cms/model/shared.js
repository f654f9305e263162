// @ts-check
// Shared sub-components (category `shared`), see docs/block-reference.md (generated).
const f = require('./fields');

/** @type {Record<string, import('./types').ComponentDef>} */
module.exports = {
  seo: {
    displayName: 'SEO',
    attributes: { metaTitle: f.str(), metaDescription: f.text(), shareImage: f.image() },
  },
  link: {
    displayName: 'Link',
    attributes: {
      label: f.req(f.str()),
      href: f.req(f.href()),
      variant: f.enumeration(['primary', 'secondary', 'text']),
    },
  },
  slide: {
    displayName: 'Slide',
    attributes: {
      title: f.req(f.str()),
      text: f.text(),
      image: f.image(),
      action: f.link(),
      theme: f.theme(),
    },
  },
  card: {
    displayName: 'Card',
    typeName: 'CardItem',
    attributes: {
      title: f.req(f.str()),
      text: f.text(),
      image: f.image(),
      icon: f.icon(),
      badge: f.str(),
      link: f.link(),
    },
  },
  bundle: {
    displayName: 'Bundle',
    attributes: {
      name: f.req(f.str()),
      price: f.req(f.note(f.int({ min: 0 }), 'In Tanzanian shillings.')),
      validity: f.req(f.str()),
      data: f.str(),
      minutes: f.str(),
      sms: f.str(),
      ussdCode: f.str(),
    },
  },
  feature: { displayName: 'Feature', attributes: { title: f.req(f.str()), text: f.text(), icon: f.icon() } },
  step: { displayName: 'Step', attributes: { title: f.req(f.str()), text: f.text(), dialCode: f.str() } },
  'faq-item': {
    displayName: 'FAQ item',
    attributes: {
      slug: f.req(
        f.note(f.slug(), 'Kebab-case, unique in the page: `/faq/<slug>` and `#<slug>` open this question.'),
      ),
      question: f.req(f.str()),
      answer: f.req(f.rich()),
    },
  },
  document: {
    displayName: 'Document',
    typeName: 'DocumentItem',
    attributes: {
      title: f.req(f.str()),
      description: f.text(),
      date: f.req(f.date()),
      category: f.str(),
      file: f.file(),
    },
  },
  person: {
    displayName: 'Person',
    attributes: { name: f.req(f.str()), role: f.req(f.str()), bio: f.text(), photo: f.image() },
  },
  figure: {
    displayName: 'Figure',
    attributes: {
      value: f.req(f.note(f.str(), 'As shown, e.g. "2,240,000,300".')),
      label: f.req(f.str()),
      note: f.str(),
    },
  },
  'contact-channel': {
    displayName: 'Contact channel',
    attributes: {
      kind: f.enumeration([
        'phone',
        'ussd',
        'whatsapp',
        'email',
        'chat',
        'shop',
        'twitter',
        'facebook',
        'instagram',
      ]),
      label: f.req(f.str()),
      value: f.req(f.str()),
      href: f.href(),
      hours: f.str(),
    },
  },
  'spec-item': { displayName: 'Spec item', attributes: { label: f.req(f.str()), value: f.req(f.str()) } },
  'link-group': { displayName: 'Link group', attributes: { title: f.str(), links: f.many('shared.link') } },
  'social-link': {
    displayName: 'Social link',
    attributes: {
      network: f.req(f.enumeration(['facebook', 'instagram', 'x', 'youtube', 'linkedin', 'tiktok'])),
      url: f.req(f.href()),
    },
  },
  'app-link': {
    displayName: 'App link',
    attributes: { name: f.str(), platform: f.enumeration(['android', 'ios']), url: f.req(f.href()) },
  },
};
