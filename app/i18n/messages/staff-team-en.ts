// The team page (owners only), in English. staff-team-es.ts has exactly this shape.

const en = {
  heading: "Team",
  intro:
    "Everyone with access to the staff area. Owners may do everything; the office everything but this page and deleting a customer's data; an instructor only their own day of lessons.",
  instructorsLink: "Instructors, working hours, absences, cars and closed days",
  roleOf: "Role of {email}",
  columns: {
    member: "Colleague",
    role: "Role",
    state: "Access",
    lastActive: "Last active",
    actions: "Actions",
  },
  roles: { owner: "Owner", office: "Office", instructor: "Instructor" },
  states: {
    invited: "Invited: no password yet",
    enrolling: "Password set: authenticator app not set up yet",
    active: "Active",
  },
  never: "Never",
  you: "(you)",
  invite: {
    heading: "Invite a colleague",
    help: "They receive a mail with a link to set a password (valid for 7 days). At their first login they set up an authenticator app.",
    name: "Name (the staff area greets them with it)",
    email: "E-mail address",
    role: "Role",
    submit: "Send invitation",
  },
  changeRole: "Change role",
  reset: {
    summary: "Reset second factor…",
    warning:
      "Their authenticator app and backup codes stop working and their sessions end now. At their next login they set up the app again.",
    submit: "Reset second factor of {email}",
  },
  remove: {
    summary: "Remove…",
    warning:
      "Their access ends now: sessions, password and second factor are deleted. Their actions stay in the audit log under their address.",
    submit: "Remove {email}",
  },
  done: {
    invited: "The invitation is on its way.",
    "already-staff": "This address already belongs to the team: nothing changed.",
    removed: "The colleague was removed; their sessions have ended.",
    role: "The role was changed.",
    reset: "The second factor was reset; they set it up again at their next login.",
  },
  errors: {
    email: "Please enter a valid e-mail address.",
    name: "Please enter the colleague's name (at most 120 characters).",
    role: "Please choose a role.",
    unreadable: "The form could not be read. Please try again.",
    self: "You cannot change your own access here: another owner can.",
    "last-owner": "The school must keep at least one owner: make someone else owner first.",
    unchanged: "Nothing changed: the colleague already has this role.",
    "not-found": "This colleague is no longer on the team.",
  },
};

export default en;
export type StaffTeamTexts = typeof en;
