#include "model/export/hashwriter.h"

#include "model/export/rubyliteral.h"

using RubyLiteral::quoted;

QString wrapRubyAtoms(const QStringList &atoms, qsizetype firstColumn, qsizetype indent,
                      qsizetype width)
{
    QString out;
    qsizetype column = firstColumn;
    for (qsizetype i = 0; i < atoms.size(); ++i) {
        const QString &atom = atoms[i];
        if (i > 0) {
            if (column + 1 + atom.size() > width) {
                out += u'\n' + QString(indent, u' ');
                column = indent;
            } else {
                out += u' ';
                ++column;
            }
        }
        out += atom;
        column += atom.size();
    }
    return out;
}

void HashWriter::add(const QString &key, const QString &rubyValue)
{
    m_entries.append(QStringList{key + QStringLiteral(" => ") + rubyValue});
}

void HashWriter::addInt(const char *key, qint64 value)
{
    add(key, QString::number(value));
}

void HashWriter::addBool(const char *key, bool value)
{
    add(key, value ? QStringLiteral("true") : QStringLiteral("false"));
}

void HashWriter::addEnum(const char *key, const QString &name)
{
    add(key, quoted(name));
}

void HashWriter::addList(QStringView key, const QStringList &rubyValues)
{
    QStringList atoms;
    for (qsizetype i = 0; i < rubyValues.size(); ++i) {
        QString atom = rubyValues[i];
        if (i == 0)
            atom.prepend(key.toString() + QStringLiteral(" => ["));
        atom += i + 1 < rubyValues.size() ? QStringLiteral(",") : QStringLiteral("]");
        atoms.append(atom);
    }
    m_entries.append(atoms);
}

void HashWriter::addStringHash(const char *key, const QList<std::pair<QString, QString>> &entries)
{
    QStringList atoms;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QString atom =
            quoted(entries[i].first) + QStringLiteral(" => ") + quoted(entries[i].second);
        if (i == 0)
            atom.prepend(QString::fromLatin1(key) + QStringLiteral(" => {"));
        atom += i + 1 < entries.size() ? QStringLiteral(",") : QStringLiteral("}");
        atoms.append(atom);
    }
    if (!atoms.isEmpty())
        m_entries.append(atoms);
}

void HashWriter::addDescriptorValues(const QList<DescriptorValue> &values)
{
    QList<std::pair<QString, QString>> metadata;
    QList<std::pair<QString, QString>> configuration;
    for (const DescriptorValue &v : values) {
        if (v.isDefault)
            continue;
        switch (v.place) {
        case DescriptorValue::Place::Field:
            add(v.key, v.ruby);
            break;
        case DescriptorValue::Place::Metadata:
            metadata.append({v.key, v.text});
            break;
        case DescriptorValue::Place::Configuration:
            configuration.append({v.key, v.text});
            break;
        }
    }
    addStringHash("METADATA", metadata);
    addStringHash("CONFIGURATION", configuration);
}

QStringList HashWriter::atoms() const
{
    QStringList out;
    for (qsizetype e = 0; e < m_entries.size(); ++e) {
        QStringList entry = m_entries[e];
        if (e + 1 < m_entries.size())
            entry.last() += u',';
        out.append(entry);
    }
    if (!out.isEmpty()) {
        out.first().prepend(u'{');
        out.last().append(u'}');
    }
    return out;
}

QString rubyCall(const QString &command, const QList<QStringList> &arguments, qsizetype width)
{
    QStringList oneLine;
    for (const QStringList &argument : arguments)
        oneLine.append(argument.join(u' '));
    const QString flat = command + u' ' + oneLine.join(QStringLiteral(", "));
    if (flat.size() <= width)
        return flat + u'\n';
    QStringList lines;
    const qsizetype start = command.size() + 1;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QStringList atoms = arguments[i];
        if (i + 1 < arguments.size())
            atoms.last() += u',';
        lines.append(i == 0 ? command + u' ' + wrapRubyAtoms(atoms, start, 3, width)
                            : QStringLiteral("  ") + wrapRubyAtoms(atoms, 2, 3, width));
    }
    return lines.join(u'\n') + u'\n';
}
