#pragma once

#include "model/export/descriptorvalues.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// One Ruby hash of the HBase shell, its keys in the order they are added: {KEY => value, ...}.
// Every string in it is a single-quoted literal (RubyLiteral::quoted), so no name can run code.
// Used for create (scriptexporter) and alter (model/migrate).
class HashWriter
{
public:
    void add(const QString &key, const QString &rubyValue);
    void add(const char *key, const QString &rubyValue)
    {
        add(QString::fromLatin1(key), rubyValue);
    }
    void addInt(const char *key, qint64 value);
    void addBool(const char *key, bool value);
    void addEnum(const char *key, const QString &name);
    // KEY => ['a', 'b', ...], which may wrap between its elements.
    void addList(QStringView key, const QStringList &rubyValues);
    // KEY => {'k' => 'v', ...}, every key and value a quoted string; may wrap between entries.
    void addStringHash(const char *key, const QList<std::pair<QString, QString>> &entries);
    // The descriptor values that differ from HBase's default: fields as KEY => value, the
    // others in one METADATA and one CONFIGURATION hash.
    void addDescriptorValues(const QList<DescriptorValue> &values);
    bool isEmpty() const { return m_entries.isEmpty(); }

    // The atoms of the whole hash: entries separated by commas, braces around all.
    QStringList atoms() const;

private:
    QList<QStringList> m_entries;
};

// Joins unbreakable atoms with single spaces, starting a new line (indented by `indent`) before
// an atom that would run past `width`.
QString wrapRubyAtoms(const QStringList &atoms, qsizetype firstColumn, qsizetype indent,
                      qsizetype width = 100);

// A shell command with its arguments (each given as atoms): on one line when it fits `width`,
// else one argument a line, each wrapped just inside its opening brace.
QString rubyCall(const QString &command, const QList<QStringList> &arguments,
                 qsizetype width = 100);
