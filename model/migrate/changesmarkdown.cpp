#include "model/migrate/changesmarkdown.h"

#include <QCoreApplication>

namespace ChangesMarkdown {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ChangesMarkdown", text);
}

int longestBacktickRun(const QString &text)
{
    int longest = 0;
    int run = 0;
    for (const QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

// Text in a cell outside code: '|' and the characters Markdown would read as markup escaped.
QString plainCell(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\r')
            out += u' ';
        else if (QStringView(u"\\`*_[]<>|#~").contains(c))
            out += u'\\' + QString(c);
        else
            out += c;
    }
    return out;
}

QString summary(const QList<SchemaChange> &changes)
{
    QStringList parts;
    for (const ChangeRisk risk : {ChangeRisk::NotPossibleWithAlter, ChangeRisk::RemovesData,
                                  ChangeRisk::RewritesStoreFiles, ChangeRisk::Safe}) {
        qsizetype n = 0;
        for (const SchemaChange &c : changes)
            n += c.risk == risk;
        if (n > 0)
            parts.append(tr("%1 %2").arg(n).arg(changeRiskText(risk)));
    }
    QString text = QCoreApplication::translate("ChangesMarkdown", "%n change(s)", nullptr,
                                               int(changes.size()));
    if (!parts.isEmpty())
        text += tr(": %1").arg(parts.join(tr(", ")));
    return text;
}

QString row(const SchemaChange &c)
{
    const auto value = [](const QString &v) {
        return v.isEmpty() ? QStringLiteral("—") : codeCell(v);
    };
    return QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
        .arg(plainCell(changeRiskText(c.risk)), codeCell(c.path),
             c.attribute.isEmpty() ? plainCell(c.message) : codeCell(c.attribute),
             value(c.oldValue), value(c.newValue));
}

QString scriptBlock(const Input &input)
{
    if (input.script.isEmpty())
        return input.scriptHeading.isEmpty() ? QString() : u'\n' + input.scriptHeading + u'\n';
    const QString script = QString::fromUtf8(input.script);
    const QString fence(std::max(3, longestBacktickRun(script) + 1), u'`');
    return u'\n' + input.scriptHeading + QStringLiteral("\n\n") + fence + QStringLiteral("ruby\n") +
           script + (script.endsWith(u'\n') ? QString() : QStringLiteral("\n")) + fence + u'\n';
}

} // namespace

QString codeCell(const QString &text)
{
    QString flat = text;
    flat.replace(u'\n', u' ');
    flat.replace(u'\r', u' ');
    flat.replace(u'|', QStringLiteral("\\|"));
    const QString fence(longestBacktickRun(flat) + 1, u'`');
    // A space inside the fence when the text starts or ends with a backtick, as CommonMark strips.
    const bool pad = flat.startsWith(u'`') || flat.endsWith(u'`');
    return fence + (pad ? QStringLiteral(" ") : QString()) + flat +
           (pad ? QStringLiteral(" ") : QString()) + fence;
}

QString write(const Input &input, qsizetype limit)
{
    QString head =
        QStringLiteral("### ") +
        tr("Schema changes: %1 → %2").arg(plainCell(input.oldName), plainCell(input.newName)) +
        QStringLiteral("\n\n") + summary(input.changes) + u'\n';
    QString table;
    if (!input.changes.isEmpty())
        table = u'\n' + QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n|---|---|---|---|---|\n")
                            .arg(tr("Risk"), tr("Object"), tr("Change"), tr("Old"), tr("New"));
    QString notes;
    for (const QString &note : input.notes)
        notes += QStringLiteral("- ") + plainCell(note) + u'\n';
    if (!notes.isEmpty())
        notes.prepend(u'\n');
    QString script = scriptBlock(input);
    // A longest "left out" line, so that the end always fits.
    const qsizetype reserve = 200;
    if (head.size() + table.size() + notes.size() + script.size() + reserve > limit) {
        script = u'\n' +
                 QCoreApplication::translate("ChangesMarkdown",
                                             "The script (%n line(s)) is too long for a comment: "
                                             "`hbase-designer-cli migrate` writes it.",
                                             nullptr, int(input.script.count('\n'))) +
                 u'\n';
    }
    QString rows;
    qsizetype shown = 0;
    for (const SchemaChange &c : input.changes) {
        const QString line = row(c);
        if (head.size() + table.size() + rows.size() + line.size() + notes.size() + script.size() +
                reserve >
            limit)
            break;
        rows += line;
        ++shown;
    }
    QString out = head;
    if (!input.changes.isEmpty())
        out += table + rows;
    if (shown < input.changes.size())
        out += u'\n' +
               QCoreApplication::translate("ChangesMarkdown",
                                           "%n more change(s) left out: too many for a comment.",
                                           nullptr, int(input.changes.size() - shown)) +
               u'\n';
    return out + notes + script;
}

} // namespace ChangesMarkdown
