// Only for the visitor's own address and number: the browser may fill them in from the visitor's
// details, which would be wrong for someone else's (an applicant's, an alternate number).
export const ownEmailInput = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;
export const ownPhoneInput = { type: 'tel', autoComplete: 'tel' } as const;
