#include "model/import/importlog.h"

QString ImportMessage::place() const
{
    if (file.isEmpty())
        return text; // the text names its place itself
    if (line <= 0)
        return file + QStringLiteral(": ") + text;
    return file + u':' + QString::number(line) + QStringLiteral(": ") + text;
}

QStringList ImportLog::tablesWithErrors() const
{
    QStringList out;
    for (const ImportMessage &e : m_errors) {
        if (!e.table.isEmpty() && !out.contains(e.table))
            out.append(e.table);
    }
    return out;
}
