/** SPEC §3 display redaction: keep a prefix (and for registration numbers a suffix), mask the rest. */
const mask = (value: string, keepStart: number, keepEnd = 0) => {
  if (value.length <= keepStart + keepEnd) return value;
  return (
    value.slice(0, keepStart) +
    '*'.repeat(value.length - keepStart - keepEnd) +
    (keepEnd ? value.slice(-keepEnd) : '')
  );
};

export const redactPhone = (phone: string) => mask(phone, 5);
export const redactNin = (nin: string) => mask(nin, 4);
export const redactRegNo = (regNo: string) => mask(regNo, 2, 2);
export const redactEmail = (email: string) => {
  const at = email.indexOf('@');
  if (at < 1) return mask(email, 1);
  return mask(email.slice(0, at), 1) + email.slice(at);
};
/** Bank account numbers show only their last four digits. */
export const redactAccountNo = (accountNo: string) => `******${accountNo.slice(-4)}`;
