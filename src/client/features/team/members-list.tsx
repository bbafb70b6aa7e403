import { ShieldCheckIcon, ShieldIcon, UserMinusIcon } from "lucide-react";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import type { TeamMember } from "@shared/schemas/team";
import { RowAction } from "@/components/table-parts";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { teamTexts as texts } from "./texts";

type MembersListProps = {
  members: TeamMember[];
  onChangeRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
};

const since = (iso: string) => format(new Date(iso), "dd/MM/yyyy", { locale: ptBR });
const lastSignIn = (iso: string | null) => (iso ? format(new Date(iso), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : texts.never);

function RoleBadge({ member }: { member: TeamMember }) {
  return <Badge variant={member.role === "admin" ? "default" : "secondary"}>{texts.roles[member.role]}</Badge>;
}

/** Name, e-mail, role, since, last sign-in and the actions; on a phone each member is a card (like the other lists). */
export function MembersList(props: MembersListProps) {
  const isMobile = useIsMobile();
  return isMobile ? <MemberCards {...props} /> : <MembersTable {...props} />;
}

function MembersTable({ members, onChangeRole, onRemove }: MembersListProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{texts.columns.name}</TableHead>
          <TableHead>{texts.columns.email}</TableHead>
          <TableHead>{texts.columns.role}</TableHead>
          <TableHead>{texts.columns.since}</TableHead>
          <TableHead>{texts.columns.lastSignIn}</TableHead>
          <TableHead className="text-right">{texts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium whitespace-normal">{member.name}</TableCell>
            <TableCell className="break-all whitespace-normal text-muted-foreground">{member.email}</TableCell>
            <TableCell>
              <RoleBadge member={member} />
            </TableCell>
            <TableCell>{since(member.since)}</TableCell>
            <TableCell>{lastSignIn(member.lastSignInAt)}</TableCell>
            <TableCell>
              <MemberActions member={member} onChangeRole={onChangeRole} onRemove={onRemove} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MemberCards({ members, onChangeRole, onRemove }: MembersListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={texts.membersHeading}>
      {members.map((member) => (
        <li key={member.id}>
          <article aria-label={member.name} className="flex items-start gap-3 rounded-lg border p-3">
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <h3 className="font-medium break-words">{member.name}</h3>
              <p className="text-sm break-all text-muted-foreground">{member.email}</p>
              <RoleBadge member={member} />
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
                <dt>{texts.columns.since}</dt>
                <dd>{since(member.since)}</dd>
                <dt>{texts.columns.lastSignIn}</dt>
                <dd>{lastSignIn(member.lastSignInAt)}</dd>
              </dl>
            </div>
            <MemberActions member={member} onChangeRole={onChangeRole} onRemove={onRemove} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function MemberActions({ member, onChangeRole, onRemove }: { member: TeamMember } & Omit<MembersListProps, "members">) {
  const roleLabel = member.role === "admin" ? texts.makeEditor(member.name) : texts.makeAdministrator(member.name);
  return (
    <div className="flex shrink-0 justify-end gap-1 touch:gap-2">
      <RowAction
        label={roleLabel}
        icon={member.role === "admin" ? <ShieldIcon aria-hidden /> : <ShieldCheckIcon aria-hidden />}
        onClick={() => onChangeRole(member)}
      />
      <RowAction destructive label={texts.removeMember(member.name)} icon={<UserMinusIcon aria-hidden />} onClick={() => onRemove(member)} />
    </div>
  );
}
