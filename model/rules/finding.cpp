#include "model/rules/finding.h"

#include <QCoreApplication>

namespace FindingText {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FindingText", text);
}

} // namespace

QString severity(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        return tr("Info");
    }
    return {};
}

} // namespace FindingText
